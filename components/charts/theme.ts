import uPlot from 'uplot';
import { useEffect, useState } from 'react';

/**
 * A theme token as a colour the canvas understands. The token's raw text may be `light-dark(…)`
 * or `color-mix(…)`, which canvas rejects (it then draws in black), so a probe element resolves it
 * to the used `rgb(…)` for the current scheme.
 */
export function cssVar(name: string, host: HTMLElement): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${name}, #888)`;
  probe.style.display = 'none';
  host.appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour || '#888';
}

/** Re-render when the theme flips (preference attribute or system scheme), so colours follow. */
export function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', bump);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', bump);
    };
  }, []);
  return version;
}

/** Draws a uPlot chart into `host` that follows the host's width; returns its cleanup. */
export function mountPlot(
  opts: uPlot.Options,
  data: uPlot.AlignedData,
  host: HTMLElement,
  height: number,
): () => void {
  const plot = new uPlot(opts, data, host);
  const resize = new ResizeObserver(() =>
    plot.setSize({ width: Math.max(240, host.clientWidth), height }),
  );
  resize.observe(host);
  return () => {
    resize.disconnect();
    plot.destroy();
  };
}
