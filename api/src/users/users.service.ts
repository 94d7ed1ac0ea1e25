import { z } from 'zod';
import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import { parseInput } from '../errors.js';
import { LANGUAGE_IDS } from '../appconfig/languages.js';

const preferencesSchema = z.object({
  language: z.enum(LANGUAGE_IDS, { message: 'Choose one of the supported languages.' }),
});

/** Saves the viewer's own preferences (language). */
export async function updateViewerPreferences(services: AppServices, viewer: Viewer, input: unknown) {
  const { language } = parseInput(preferencesSchema, input);
  const user = await services.prisma.user.update({ where: { id: viewer.user.id }, data: { language } });
  await services.pubsub.publish('authInvalidated', { userId: user.id }); // cached viewers carry the old language
  return user;
}
