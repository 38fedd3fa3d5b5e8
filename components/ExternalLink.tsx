import type { ReactNode } from 'react';
import { linkHref } from '@/lib/domain/url';

interface Props {
  /** A URL from outside (the service, a page). */
  url: string;
  /** What to show; the URL itself by default. */
  children?: ReactNode;
  className?: string;
}

/**
 * A URL from outside: a link in a new tab only when it is http(s) (lib/domain/url.ts `linkHref`),
 * else the same words as plain text. Long addresses wrap anywhere (`.long-text`, assets/theme.css)
 * and the whole address is on hover.
 */
export function ExternalLink({ url, children, className }: Props) {
  const href = linkHref(url);
  const classes = ['long-text', className].filter(Boolean).join(' ');
  if (!href) {
    return (
      <span className={classes} title={url} data-not-a-link="">
        {children ?? url}
      </span>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className={classes} title={url}>
      {children ?? url}
    </a>
  );
}
