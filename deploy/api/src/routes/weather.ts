/**
 * Weather route (member spec §2 Home page "three weather widgets"): GET /api/hava
 * answers the three domestic centres at once from the app's {@link WeatherService} (30-minute
 * cache, last good answer when the provider fails); 503 with a Turkish text when there has
 * never been a good answer.
 */
import type { FastifyInstance } from 'fastify';
import { WEATHER_MESSAGES } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { ApiError, send } from '../lib/http';

/** Registers GET /api/hava. */
export function registerWeatherRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/hava', async (_request, reply) => {
    const weather = await ctx.weather.get();
    if (!weather) throw new ApiError(503, WEATHER_MESSAGES.unavailable);
    return send(reply, weather);
  });
}
