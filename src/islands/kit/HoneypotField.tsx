/**
 * The honeypot of a kit form (src/domain/honeypot.ts): off-screen, aria-hidden and out of the
 * tab order, so people never fill it; registered on the form like any field, so it goes
 * with the body under its one name.
 */
import { useFormContext } from 'react-hook-form';
import { HONEYPOT_FIELD } from '../../domain/honeypot';

export function HoneypotField({ id }: { id: string }) {
  const { register } = useFormContext();
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
    </div>
  );
}
