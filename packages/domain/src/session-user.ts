import type { MeResponse, SessionUser } from './types';

export const SESSION_USER_PLACEHOLDERS = {
  avatar: '/static/images/avatars/placeholder.svg',
  coverImg: '/static/images/placeholders/cover.svg',
  location: 'Argentina',
  description: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
} as const;

/** Maps GET /api/user/me to the client-side user exactly as SPEC §3 describes. */
export function toSessionUser(me: MeResponse): SessionUser {
  const profile = me.userProfileDto;
  return {
    id: profile.id,
    avatar: SESSION_USER_PLACEHOLDERS.avatar,
    email: me.email,
    name: profile.nickName,
    jobtitle: profile.genre,
    username: me.email,
    location: SESSION_USER_PLACEHOLDERS.location,
    role: profile.groups[0]?.code ?? '',
    posts: null,
    coverImg: SESSION_USER_PLACEHOLDERS.coverImg,
    followers: null,
    description: SESSION_USER_PLACEHOLDERS.description,
  };
}
