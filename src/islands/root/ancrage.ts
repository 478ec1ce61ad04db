/**
 * A board grows after it wakes up (the moves and a battle's outcomes come with rules loaded on
 * demand). When the reader is reading further down — a link to a rule below the board, a page
 * scrolled past it — that growth must not push the text away from under their eyes: the page
 * scrolls by as much as the board grew. Not while the reader is using the board itself (focus
 * inside it), nor when the board is in view (what grows is then what they look at).
 */
export function ancrer(el: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  let height = el.getBoundingClientRect().height;
  const ro = new ResizeObserver(() => {
    const r = el.getBoundingClientRect();
    const grown = r.height - height;
    height = r.height;
    if (!grown || el.contains(document.activeElement)) return;
    // the board's bottom, before it grew, lay in the top fifth of the window or above: the reader reads below it
    if (r.top < 0 && r.bottom - grown <= window.innerHeight / 5) window.scrollBy(0, grown);
  });
  ro.observe(el);
  return () => ro.disconnect();
}
