import { useState } from 'react';
import {
  AppShell,
  Box,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { navEntryForPath, visibleNavEntries } from '@fleet/domain';
import { FleetWordmark } from '../../components/fleet-wordmark';
import { useAccess } from '../../lib/access-provider';
import { useAuth } from '../auth/auth-provider';
import { AlertBell } from './alert-bell';
import { navIcon } from './nav-icons';

export interface SideNavProps {
  /** Closes the drawer-style navbar on small screens after a link is chosen. */
  onNavigate: () => void;
}

/** Wordmark, the entries the user may see (domain rules only), and the signed-in user. */
export function SideNav({ onNavigate }: SideNavProps) {
  const { ctx } = useAccess();
  const { pathname } = useLocation();
  const activePath = navEntryForPath(pathname)?.path;

  return (
    <>
      <AppShell.Section px="xs" pt="xs" pb="md" visibleFrom="sm">
        <FleetWordmark />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
        <nav aria-label="Main navigation">
          {visibleNavEntries(ctx).map((entry) => {
            const EntryIcon = navIcon(entry.path);
            const isActive = entry.path === activePath;
            return (
              <NavLink
                key={entry.path}
                component={Link}
                to={entry.path}
                label={entry.label}
                leftSection={<EntryIcon size={18} stroke={1.6} aria-hidden />}
                rightSection={entry.path === '/alerts' ? <AlertBell /> : undefined}
                active={isActive}
                aria-current={isActive ? 'page' : undefined}
                onClick={onNavigate}
                variant="light"
                fw={500}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            );
          })}
        </nav>
      </AppShell.Section>
      <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
        <SignedInUser />
      </AppShell.Section>
    </>
  );
}

function SignedInUser() {
  const { user } = useAccess();
  const { signOut } = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const name = `${user.first_name} ${user.last_name}`.trim();
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

  const handleSignOut = () => {
    setIsSigningOut(true);
    // Nothing to reset afterwards: signing out unmounts this part of the app.
    void signOut();
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap" px={4}>
        {/* A ThemeIcon the entry already carries, not an Avatar: its code and styles would come
            with the map's first paint for this one circle (issue 9). */}
        <ThemeIcon color="blue" variant="light" radius="xl" size={38} aria-hidden>
          <Text size="sm" fw={700}>
            {initials}
          </Text>
        </ThemeIcon>
        <Box miw={0}>
          <Text size="sm" fw={600} truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Box>
      </Group>
      <Button
        variant="default"
        size="xs"
        fullWidth
        leftSection={<IconLogout size={16} aria-hidden />}
        loading={isSigningOut}
        onClick={handleSignOut}
      >
        Sign out
      </Button>
    </Stack>
  );
}
