/** Full-page navigations to server routes (sign-in, sign-out); one place so tests can observe them. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
