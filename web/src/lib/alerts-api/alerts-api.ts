import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  alertItem,
  alertPage,
  alertRule,
  type AlertListQuery,
  type AlertRuleBody,
} from '@fleet/domain';
import { apiRequest, apiRequestNoContent } from '../api-client';
import { CACHE_TIME } from '../query-client';

/** Query keys of the alerts calls (docs/ALERTS.md). */
export const alertKeys = {
  all: ['alerts'] as const,
  rules: () => [...alertKeys.all, 'rules'] as const,
  activity: (query: Partial<AlertListQuery>) => [...alertKeys.all, 'activity', query] as const,
  one: (alertId: number) => [...alertKeys.all, 'one', alertId] as const,
  unread: () => [...alertKeys.all, 'unread'] as const,
};

const unreadAnswer = z.object({ unread: z.number() });

/** The bell: how many in-app alerts the user has not read. */
export function useUnreadAlertCount(enabled: boolean) {
  return useQuery({
    queryKey: alertKeys.unread(),
    queryFn: ({ signal }) => apiRequest('/alerts/unread-count', unreadAnswer, { signal }),
    enabled,
    staleTime: CACHE_TIME.none,
    meta: { skipGlobalErrorToast: true },
  });
}

function queryString(query: Partial<AlertListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

export function useAlertActivity(query: Partial<AlertListQuery>) {
  return useQuery({
    queryKey: alertKeys.activity(query),
    queryFn: ({ signal }) => apiRequest(`/alerts?${queryString(query)}`, alertPage, { signal }),
    staleTime: CACHE_TIME.none,
  });
}

export function useAlert(alertId: number | null) {
  return useQuery({
    queryKey: alertKeys.one(alertId ?? 0),
    queryFn: ({ signal }) => apiRequest(`/alerts/${alertId ?? 0}`, alertItem, { signal }),
    enabled: alertId !== null,
  });
}

export function useMarkAlertsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { alert_ids: number[] } | { all: true }) =>
      apiRequest('/alerts/read', unreadAnswer, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useAlertRules() {
  return useQuery({
    queryKey: alertKeys.rules(),
    queryFn: ({ signal }) => apiRequest('/alert-rules', alertRule.array(), { signal }),
  });
}

/** Adds a rule, or replaces one when `alertRuleId` is given. */
export function useSaveAlertRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ alertRuleId, body }: { alertRuleId: number | null; body: AlertRuleBody }) =>
      apiRequest(alertRuleId === null ? '/alert-rules' : `/alert-rules/${alertRuleId}`, alertRule, {
        method: alertRuleId === null ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.rules() }),
  });
}

export function useDeleteAlertRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alertRuleId: number) =>
      apiRequestNoContent(`/alert-rules/${alertRuleId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.rules() }),
  });
}
