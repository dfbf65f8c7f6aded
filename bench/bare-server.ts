import Fastify from 'fastify';

/**
 * The yardstick: a bare Fastify route returning a constant. The constant is a user record of
 * the same shape and size as Fleet's answer, so the ratio measures Fleet's work per call
 * (auth, tenancy, lookup, validation, security headers), not the cost of moving more bytes.
 */
const USER = {
  user_id: 1,
  company_id: 1,
  email: 'admin@demo.test',
  first_name: 'Avery',
  last_name: 'Admin',
  security_level_id: 1,
  read_only: false,
  active: true,
  can_access_camera: true,
  can_rent: true,
  service_work_order_access: true,
  cell_phone_number: '573-555-0101',
  phone_number: '573-555-0100',
  sms_opted_out: false,
  employee_id: null,
  user_type_id: null,
  preferred_landing_page: null,
  i18n_locale: 'en-US',
  i18n_unit: 'imperial',
  i18n_temperature: 'F',
  date_created: '2026-11-21T23:09:48.304Z',
};

const app = Fastify({ logger: false });
app.get('/api/users/:userId', async () => USER);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
