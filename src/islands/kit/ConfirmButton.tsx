/** The confirm step of destructive actions; no form library, so any island may use it. */
import { useRef, useState, type ReactNode } from 'react';

/**
 * A destructive action that asks first: the button opens a small confirmation in place
 * ("Delete this reply?" with the action and Cancel); Cancel gets the focus, so Enter on the
 * first button never destroys anything.
 */
export function ConfirmButton({
  children,
  question,
  confirmLabel,
  onConfirm,
  className = 'btn-secondary',
  disabled,
  cancelLabel = 'Cancel',
}: {
  children: ReactNode;
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
  className?: string;
  disabled?: boolean;
  /** The button that keeps things as they are. */
  cancelLabel?: string;
}) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  if (!asking) {
    return (
      <button ref={opener} type="button" className={className} disabled={disabled} onClick={() => setAsking(true)}>
        {children}
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-label={typeof question === 'string' ? question : confirmLabel}
      className="inline-flex flex-wrap items-center gap-2 rounded-md border border-amber-400 bg-amber-50 p-2 text-sm text-slate-900"
      data-confirm
    >
      <span>{question}</span>
      <button
        type="button"
        className="btn-primary"
        onClick={() => {
          setAsking(false);
          void onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="btn-secondary" autoFocus onClick={close}>
        {cancelLabel}
      </button>
    </div>
  );
}
