import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, quote, quoteAcceptBody, quoteBody, quoteParams } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { acceptQuote } from './quote-accept.service';
import * as quotes from './quotes.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Quotes behind the quotes flag (docs/SETUP-QUOTES.md). */
export const quoteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/quotes',
    {
      schema: {
        tags: ['quotes'],
        summary: 'The company’s quotes, newest first',
        response: { 200: z.array(quote), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => quotes.listQuotes(deps, requireAuth(request)),
  );

  app.post(
    '/api/quotes',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Prepare a quote: a customer, dates, and assets or classes at rates',
        body: quoteBody,
        response: { 201: quote, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await quotes.createQuote(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/api/quotes/:quoteId',
    {
      schema: {
        tags: ['quotes'],
        summary: 'One quote with its lines',
        params: quoteParams,
        response: { 200: quote, ...errors },
      },
    },
    async (request) => quotes.getQuote(deps, requireAuth(request), request.params.quoteId),
  );

  app.post(
    '/api/quotes/:quoteId/send',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Mark a draft quote as sent to the customer',
        params: quoteParams,
        response: { 200: quote, ...errors },
      },
    },
    async (request) => quotes.sendQuote(deps, requireAuth(request), request.params.quoteId),
  );

  app.post(
    '/api/quotes/:quoteId/decline',
    {
      schema: {
        tags: ['quotes'],
        summary: 'The customer declined the quote',
        params: quoteParams,
        response: { 200: quote, ...errors },
      },
    },
    async (request) => quotes.declineQuote(deps, requireAuth(request), request.params.quoteId),
  );

  app.post(
    '/api/quotes/:quoteId/accept',
    {
      schema: {
        tags: ['quotes'],
        summary: 'The customer accepted: a rental order with a rental per asset',
        params: quoteParams,
        body: quoteAcceptBody,
        response: { 200: quote, ...errors },
      },
    },
    async (request) =>
      acceptQuote(deps, requireAuth(request), request.params.quoteId, request.body),
  );
};
