import { useEffect } from 'react';
import { browser } from 'wxt/browser';
import { logCaught } from '@/lib/diagnostics/log';

/** The port name the background's tracker listens for (entrypoints/background/tracker). */
const PRESENCE_PORT = 'stormlens-page';
/** Reconnect soon after the worker stopped, so polling resumes while the page stays open. */
const RECONNECT_MS = 1_000;

/**
 * Tells the background an extension page is open, so it polls running audits every few seconds
 * instead of every 30 s. The open port is the signal; when the browser stops the worker the port
 * closes, and reconnecting wakes the worker again.
 */
export function usePresence(): void {
  useEffect(() => {
    let port: ReturnType<typeof browser.runtime.connect> | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const connect = () => {
      try {
        port = browser.runtime.connect({ name: PRESENCE_PORT });
      } catch (error) {
        // The extension was reloaded under this page: nothing to connect to any more.
        void logCaught('page: connecting to the background', error);
        return;
      }
      port.onDisconnect.addListener(() => {
        port = null;
        if (!closed) timer = setTimeout(connect, RECONNECT_MS);
      });
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      port?.disconnect();
    };
  }, []);
}
