/** Full-page navigations (sign-in, sign-out, a payment provider, a reload); one place so tests can observe them. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** Loads the page again from the server (002 §4: after a successful coin subscription). */
export function reloadPage(): void {
  window.location.reload();
}
