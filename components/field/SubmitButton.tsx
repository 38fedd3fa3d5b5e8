import { useId, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Why the button cannot be used now, said beside it; the button is disabled while there is one. */
  reason?: string | null;
  /** Disabled without a reason of its own to say (busy: the button's label says so). */
  busy?: boolean;
  className?: string;
  type?: 'submit' | 'button';
  onClick?: () => void;
  /** What else describes the button (the id of, say, a summary of what it will do). */
  describedBy?: string;
}

/**
 * A form's submit button that never sits disabled in silence: its reason is on screen next to it
 * and named by its aria-describedby.
 */
export function SubmitButton({
  children,
  reason,
  busy = false,
  className = 'btn btn-primary',
  type = 'submit',
  onClick,
  describedBy,
}: Props) {
  const id = useId();
  const described = [reason && id, describedBy].filter(Boolean).join(' ');
  return (
    <>
      <button
        type={type}
        className={className}
        disabled={busy || Boolean(reason)}
        aria-describedby={described || undefined}
        onClick={onClick}
      >
        {children}
      </button>
      {reason && (
        <span id={id} className="field-help submit-reason">
          {reason}
        </span>
      )}
    </>
  );
}
