/**
 * Tables that scroll sideways (antd's `scroll={{ x }}`) put their rows in a scrolling box. A keyboard user reaches
 * its hidden columns only when the box can take the focus (WCAG 2.1.1, axe `scrollable-region-focusable`), which
 * antd does not give it: every table scroll box that actually scrolls gets `tabindex="0"`, on every screen.
 */
const SCROLL_BOXES = '.ant-table-content, .ant-table-body';

export function markScrollRegions(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    if (box.hasAttribute('tabindex')) continue;
    if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1) box.tabIndex = 0;
  }
}

/**
 * Keeps marking scroll boxes as screens render and the window resizes; returns the stop function. A box can start to
 * scroll with no element added (antd sets the column widths after measuring, a web font arrives), so each box and its
 * table are watched for size changes too.
 */
export function watchScrollRegions(root: HTMLElement = document.body): () => void {
  let frame = 0;
  const sized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => schedule()) : null;
  const watched = new WeakSet<Element>();
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
        if (!sized || watched.has(box)) continue;
        watched.add(box);
        sized.observe(box);
        if (box.firstElementChild) sized.observe(box.firstElementChild);
      }
      markScrollRegions(root);
    });
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    observer.disconnect();
    sized?.disconnect();
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
}
