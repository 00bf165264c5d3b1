import { openDialog } from '../components/dialogs/dialog-store';

/** Copies text and says so; a browser that refuses gets a clear error instead of silence. */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    await openDialog({ kind: 'info', title: 'Copied', message: 'Text copied to clipboard' });
  } catch {
    await openDialog({
      kind: 'error',
      title: 'Error',
      message: 'Failed to copy: your browser did not allow access to the clipboard. Select the text and copy it instead.',
    });
  }
}
