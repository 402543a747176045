import { useEffect } from 'react';

/**
 * Logs a failed read once per error (storefront spec §8: fetch errors are only logged, the page
 * shows its fallback).
 */
export function useLogError(error: unknown, message: string) {
  useEffect(() => {
    if (error) console.error(`[mfe-catalog] ${message}`, error);
  }, [error, message]);
}
