/**
 * The releases the shell runs with, as a store: the runtime registers remotes from it and the
 * route table (features/routing) is derived from it, so re-reading releases.json after a failed
 * boot ('Tekrar Dene') brings the remotes' pages in without a reload.
 */
import { createStore, useStore } from 'zustand';
import type { Releases } from './api/releases';

export interface ReleasesState {
  releases: Releases;
  /** `failed`: releases.json could not be read (no remote page is known). */
  status: 'pending' | 'ready' | 'failed';
}

export const releasesStore = createStore<ReleasesState>(() => ({ releases: {}, status: 'pending' }));

/** Current releases state (re-renders on change). */
export function useReleases(): ReleasesState {
  return useStore(releasesStore);
}
