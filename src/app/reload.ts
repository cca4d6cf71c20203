// Reloading the page: the one way out for a window that another window (or a newer version) has left behind.

export function reloadPage(): void {
  location.reload();
}
