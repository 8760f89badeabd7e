/** `<html data-booking-box>`: "in" while the trip page's booking box is on screen, "out" otherwise. */
export const bookingBoxAttr = 'bookingBox';

/**
 * The sticky booking bar of trip and tour pages shows on small screens while the booking box
 * is out of view (CSS reads `html[data-booking-box="out"]`), so the chosen departure's price,
 * dates, status and booking action are always one tap away, and never twice on screen.
 */
export function watchBookingBox(doc: Document = document): () => void {
  const box = doc.querySelector('.booking-box');
  if (!box || typeof IntersectionObserver === 'undefined') return () => undefined;
  const root = doc.documentElement;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) root.dataset[bookingBoxAttr] = entry.isIntersecting ? 'in' : 'out';
  });
  observer.observe(box);
  return () => observer.disconnect();
}
