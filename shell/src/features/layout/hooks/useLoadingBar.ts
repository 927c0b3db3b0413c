import { useEffect } from 'react';
import { create } from 'zustand';

interface LoadingState {
  pending: number;
  start: () => void;
  done: () => void;
}

/** Count of areas still loading; the loading bar shows while it is above zero. */
export const useLoadingStore = create<LoadingState>()((set) => ({
  pending: 0,
  start: () => set((s) => ({ pending: s.pending + 1 })),
  done: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));

/** Marks the calling area as loading while `active` is true (drives the top loading bar). */
export function useLoadingBar(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    useLoadingStore.getState().start();
    return () => useLoadingStore.getState().done();
  }, [active]);
}
