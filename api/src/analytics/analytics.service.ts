import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';

/** The events the spec names: page openings and actions (board transfer outcomes among them). */
export const ANALYTICS_EVENTS = [
  'PAGE_VIEWED',
  'KNOWLEDGE_GRAPH_OPENED',
  'BOARD_TRANSFER_COMPLETED',
  'BOARD_TRANSFER_FAILED',
  'BOARD_TRANSFER_ERRORED',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export async function recordEvent(
  services: AppServices,
  viewer: Viewer,
  name: AnalyticsEventName,
  properties: Record<string, string | number | boolean | null>,
) {
  await services.prisma.analyticsEvent.create({ data: { orgId: viewer.org.id, userId: viewer.user.id, name, properties } });
}
