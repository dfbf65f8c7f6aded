import { Box, Flex, NavLink, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useAccess } from '../lib/access-provider';
import { visibleCompanyAdminSections } from './company-admin-sections';

/**
 * Company admin's frame: a side list of its pages beside the page shown. The area's own rule
 * (spec 1 §2) is applied by the app layout before this renders.
 */
export function CompanyAdminLayout() {
  const { ctx } = useAccess();
  const { pathname } = useLocation();
  const sections = visibleCompanyAdminSections(ctx);
  // The home lists the same pages as cards: a second list beside it would say it twice.
  if (pathname === '/company-admin') return <Outlet />;
  return (
    <Flex gap="xl" align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <Box
        component="nav"
        aria-label="Company admin"
        w={{ base: '100%', md: 220 }}
        style={{ flexShrink: 0 }}
      >
        <NavLink
          component={Link}
          to="/company-admin"
          label={
            <Text fw={700} size="sm">
              Company admin
            </Text>
          }
          variant="subtle"
        />
        {sections.map((section) => {
          const isActive = pathname.startsWith(section.path);
          return (
            <NavLink
              key={section.path}
              component={Link}
              to={section.path}
              label={section.label}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          );
        })}
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        <Outlet />
      </Box>
    </Flex>
  );
}
