import { App, Button } from 'antd';
import { useCallback } from 'react';

/** Title of every success toast (member spec §8). */
export const TOAST_TITLE = 'İşlem Bildirimi';
/** Toasts hide after 4 s (member spec §9). */
export const TOAST_SECONDS = 4;

/** Options of a success toast. */
export interface SuccessToastOptions {
  /** Adds a 'Sepete Git' button that calls this. */
  onGoToCart?: () => void;
}

/**
 * Hook returning `success(message, options)`: an antd notification titled 'İşlem Bildirimi'
 * that hides after 4 s, with an optional 'Sepete Git' button (member spec §8). Needs antd's
 * `<App>` above it (the shell renders it).
 */
export function useSuccessToast() {
  const { notification } = App.useApp();
  return useCallback(
    (message: string, options: SuccessToastOptions = {}) => {
      const key = `toast-${Date.now()}-${Math.random()}`;
      notification.success({
        key,
        message: TOAST_TITLE,
        description: message,
        duration: TOAST_SECONDS,
        placement: 'topRight',
        actions: options.onGoToCart ? (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notification.destroy(key);
              options.onGoToCart?.();
            }}
          >
            Sepete Git
          </Button>
        ) : undefined,
      });
    },
    [notification],
  );
}
