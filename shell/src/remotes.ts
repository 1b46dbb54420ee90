import type { ComponentType } from 'react';
import type { Area } from '@vigia/domain';
import { loadRemoteApp } from '@vigia/remote-loader';
import type { AreaAppProps, PublicAppProps } from '@vigia/remote-contract';

const areaLoaders = new Map<Area, () => Promise<ComponentType<AreaAppProps>>>();

/** One stable loader per area, so RemoteView does not reload on every render. */
export function areaLoader(area: Area): () => Promise<ComponentType<AreaAppProps>> {
  let loader = areaLoaders.get(area);
  if (!loader) {
    loader = () => loadRemoteApp<AreaAppProps>(area);
    areaLoaders.set(area, loader);
  }
  return loader;
}

export const publicLoader = () => loadRemoteApp<PublicAppProps>('public');
