import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@fleet/domain';
import {
  invoiceDetail,
  invoiceDraftBody,
  invoiceFromRentalBody,
  invoiceFromWorkOrderBody,
  invoiceListQuery,
  invoiceParams,
  invoiceSummary,
  invoiceVoidBody,
} from '@fleet/domain/billing';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as billing from './billing.service';
import { INVOICE_CSV_FILE_NAME } from './invoice-csv';
import { createInvoiceFromRental, createInvoiceFromWorkOrder } from './invoice-sources.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['billing'];

/** Invoices (docs/BILLING.md): spec 2 §3 payload, §5 building rules, §9 markups. */
export const billingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/invoices',
    {
      schema: {
        tags,
        summary: 'The company’s invoices, newest first, by status and invoice-date range',
        querystring: invoiceListQuery,
        response: { 200: z.array(invoiceSummary), 400: errorBody },
      },
    },
    async (request) => billing.listInvoices(deps, requireAuth(request), request.query),
  );

  app.get(
    '/api/invoices/export',
    {
      schema: {
        tags,
        summary: 'The same list as a CSV file (formula-safe cells)',
        querystring: invoiceListQuery,
        // The file is text/csv; only refusals are JSON.
        response: { 200: z.unknown(), 400: errorBody },
      },
    },
    async (request, reply) => {
      const csv = await billing.exportInvoices(deps, requireAuth(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${INVOICE_CSV_FILE_NAME}"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/invoices',
    {
      schema: {
        tags,
        summary: 'A new draft invoice from the spec 2 §3 payload (the company is the caller’s)',
        body: invoiceDraftBody,
        response: { 201: invoiceDetail, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await billing.createInvoice(deps, requireAuth(request), request.body)),
  );

  app.post(
    '/api/invoices/from-rental',
    {
      schema: {
        tags,
        summary: 'A draft of a rental’s charges over its 28-day billing cycles',
        body: invoiceFromRentalBody,
        response: { 201: invoiceDetail, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createInvoiceFromRental(deps, requireAuth(request), request.body)),
  );

  app.post(
    '/api/invoices/from-work-order',
    {
      schema: {
        tags,
        summary: 'A draft of the parts a work order used, marked up (spec 2 §9)',
        body: invoiceFromWorkOrderBody,
        response: { 201: invoiceDetail, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createInvoiceFromWorkOrder(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/api/invoices/:invoiceId',
    {
      schema: {
        tags,
        summary: 'One invoice with its lines',
        params: invoiceParams,
        response: { 200: invoiceDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => billing.getInvoice(deps, requireAuth(request), request.params.invoiceId),
  );

  app.put(
    '/api/invoices/:invoiceId',
    {
      schema: {
        tags,
        summary: 'A draft’s header and lines become these; an issued or void invoice refuses',
        params: invoiceParams,
        body: invoiceDraftBody,
        response: { 200: invoiceDetail, ...errors },
      },
    },
    async (request) =>
      billing.updateInvoice(deps, requireAuth(request), request.params.invoiceId, request.body),
  );

  app.post(
    '/api/invoices/:invoiceId/issue',
    {
      schema: {
        tags,
        summary: 'Issue a draft: it takes the company’s next invoice number and is frozen',
        params: invoiceParams,
        response: { 200: invoiceDetail, ...errors },
      },
    },
    async (request) => billing.issueInvoice(deps, requireAuth(request), request.params.invoiceId),
  );

  app.post(
    '/api/invoices/:invoiceId/void',
    {
      schema: {
        tags,
        summary: 'Void a draft or an issued invoice, saying why',
        params: invoiceParams,
        body: invoiceVoidBody,
        response: { 200: invoiceDetail, ...errors },
      },
    },
    async (request) =>
      billing.voidInvoice(
        deps,
        requireAuth(request),
        request.params.invoiceId,
        request.body.reason,
      ),
  );

  app.get(
    '/api/invoices/:invoiceId/pdf',
    {
      schema: {
        tags,
        summary: 'The invoice as a PDF file',
        params: invoiceParams,
        response: { 200: z.unknown(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await billing.invoicePdf(
        deps,
        requireAuth(request),
        request.params.invoiceId,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
