// Call-taking (issue 39): the channel list and the SOS posts.
import type { Static } from '@sinclair/typebox';
import type { ChannelShape, ClassificationChoiceShape, SosPostShape, SosPostTableShape } from '../shapes/call-taking';

export type Channel = Static<typeof ChannelShape>;
export type SosPost = Static<typeof SosPostShape>;
export type SosPostTable = Static<typeof SosPostTableShape>;
export type ClassificationChoice = Static<typeof ClassificationChoiceShape>;
