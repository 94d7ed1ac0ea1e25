import { z } from 'zod';
import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { parseInput, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { ANALYTICS_EVENTS, recordEvent } from './analytics.service.js';

const AnalyticsEventNameEnum = builder.enumType('AnalyticsEventName', { values: ANALYTICS_EVENTS });

const TrackEventSuccess = builder.objectRef<{ recorded: boolean }>('TrackEventSuccess').implement({
  fields: (t) => ({ recorded: t.exposeBoolean('recorded') }),
});

builder.mutationField('trackEvent', (t) =>
  t.fieldWithInput({
    type: TrackEventSuccess,
    description: 'Records a product analytics event (page opened, board transfer outcome …).',
    authScopes: { authenticated: true },
    errors: resultOf('trackEvent', [ValidationError]),
    input: {
      name: t.input.field({ type: AnalyticsEventNameEnum, required: true }),
      properties: t.input.field({ type: 'JSON', required: false, description: 'A flat object, e.g. {"page":"studio-home"}.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(
        z.object({
          name: z.enum(ANALYTICS_EVENTS),
          properties: z
            .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]), {
              message: 'Properties must be a flat object of strings, numbers and booleans.',
            })
            .refine((p) => Object.keys(p).length <= 20, 'At most 20 properties.')
            .nullish(),
        }),
        input,
      );
      await recordEvent(ctx, requireViewer(ctx), parsed.name, parsed.properties ?? {});
      return { recorded: true };
    },
  }),
);
