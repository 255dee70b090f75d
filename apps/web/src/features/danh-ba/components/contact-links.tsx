import { Typography } from 'antd';
import type { ReactNode } from 'react';

interface ContactLinkProps {
  value: string | null | undefined;
  /** Shown when there is no value (nothing by default; profiles show a dash). */
  empty?: ReactNode;
}

/** A phone number that dials on tap. */
export function PhoneLink({ value, empty = null }: ContactLinkProps) {
  return value ? <Typography.Link href={`tel:${value}`}>{value}</Typography.Link> : empty;
}

/** An e-mail address that opens the mail client. */
export function EmailLink({ value, empty = null }: ContactLinkProps) {
  return value ? <Typography.Link href={`mailto:${value}`}>{value}</Typography.Link> : empty;
}
