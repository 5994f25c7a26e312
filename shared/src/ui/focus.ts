// After an in-app navigation the new page's heading takes focus, so keyboard and screen-reader users start at
// the top of the new content. On the first page load focus stays where the browser puts it.
let navigated = false;

export function markNavigated(): void {
  navigated = true;
}

export function shouldFocusHeading(): boolean {
  return navigated;
}
