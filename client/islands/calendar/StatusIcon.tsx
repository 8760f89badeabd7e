import type { ReactElement } from 'react';
import type { SalesStatus } from '../../../shared/tourStatus';

/**
 * A shape per sales status, so a status never rests on colour alone (issue 14 item 7): an
 * empty ring (planned), a half-filled one (almost confirmed), a tick (confirmed), a ring three
 * quarters full (almost full), a clock (on request), a struck-through ring (sold out).
 * Decorative: the status is always written next to it or in the day's label.
 */
export function StatusIcon({ status, className = 'status-icon' }: { status: SalesStatus; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" data-status-icon={status}>
      {shapes[status]}
    </svg>
  );
}

const ring = <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />;

const shapes: Record<SalesStatus, ReactElement> = {
  PLANNED: ring,
  ALMOST_CONFIRMED: (
    <>
      {ring}
      <path d="M8 1.75a6.25 6.25 0 0 1 0 12.5z" fill="currentColor" />
    </>
  ),
  CONFIRMED: (
    <>
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M4.6 8.3l2.2 2.2 4.6-4.8" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  ALMOST_FULL: (
    <>
      {ring}
      <path d="M8 8V1.75A6.25 6.25 0 1 1 1.75 8z" fill="currentColor" />
    </>
  ),
  WAITING_LIST: (
    <>
      {ring}
      <path d="M8 4.5V8l2.5 1.8" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  SOLD_OUT: (
    <>
      {ring}
      <path d="M3.6 12.4l8.8-8.8" stroke="currentColor" strokeWidth="1.5" />
    </>
  ),
};
