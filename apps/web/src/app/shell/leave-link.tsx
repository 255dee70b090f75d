import type { ComponentProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { hasWorkLostOnLeave } from '../../lib/use-warn-before-leaving';
import { useConfirmLeave } from './use-confirm-leave';

/** A link of the shell to another screen: asks first when leaving would lose work (use-confirm-leave.ts). */
export function LeaveLink({ to, onClick, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  return (
    <Link
      to={to}
      onClick={(event) => {
        onClick?.(event);
        // A click that opens another browser tab or window (Ctrl, Shift, Alt, Meta, the middle button) leaves nothing.
        const elsewhere = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
        if (event.defaultPrevented || elsewhere || !hasWorkLostOnLeave()) return;
        event.preventDefault();
        confirmLeave(() => navigate(to));
      }}
      {...props}
    />
  );
}
