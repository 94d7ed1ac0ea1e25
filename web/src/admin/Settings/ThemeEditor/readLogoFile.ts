import type { MessageId } from '../../../app/i18n/catalogues/en-US.js';
import { logoFileProblem } from './themeRules.js';

const PROBLEM_MESSAGES = { oneFile: 'theme.logo.oneFile', notImage: 'theme.logo.notImage', tooLarge: 'theme.logo.tooLarge' } as const;

/** Checks a drop or a file choice and reads the one image as a data: URL, or names the problem. */
export async function readLogoFile(files: readonly File[]): Promise<{ dataUrl: string } | { error: MessageId }> {
  const problem = logoFileProblem(files);
  if (problem) return { error: PROBLEM_MESSAGES[problem] };
  try {
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsDataURL(files[0]);
    });
    return { dataUrl };
  } catch {
    return { error: 'theme.logo.readFailed' };
  }
}
