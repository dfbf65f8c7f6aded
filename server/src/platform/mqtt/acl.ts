import { cameraInTopic, cameraOutTopic, parseCameraTopic } from '@fleet/domain';
import type { CredentialClaims } from './credentials';

/**
 * Who may use which topic (docs/CAMERAS.md "Topics"): exact topics only, never a wildcard, so
 * a viewer hears its own camera's answers to itself and nothing else. Both brokers enforce
 * the same rules: the embedded one through these functions, Mosquitto through the roles that
 * `aclEntries` describes.
 */

/** A viewer sends to its camera's `in`; a camera answers on `out/<a viewer's client id>`. */
export function mayPublish(claims: CredentialClaims, topic: string): boolean {
  if (claims.role === 'viewer') return topic === cameraInTopic(claims.companyId, claims.cameraId);
  const parsed = parseCameraTopic(topic);
  return (
    parsed?.direction === 'out' &&
    parsed.companyId === claims.companyId &&
    parsed.cameraId === claims.cameraId
  );
}

/** A viewer listens on its own `out/<client_id>`; a camera on its `in`. */
export function maySubscribe(claims: CredentialClaims, topicFilter: string): boolean {
  return topicFilter === subscriptionTopic(claims);
}

export function subscriptionTopic(claims: CredentialClaims): string {
  return claims.role === 'viewer'
    ? cameraOutTopic(claims.companyId, claims.cameraId, claims.clientId)
    : cameraInTopic(claims.companyId, claims.cameraId);
}

/** The topic a viewer publishes on; for a camera, the filter of the topics it may publish on. */
export function publishTopic(claims: CredentialClaims): string {
  return claims.role === 'viewer'
    ? cameraInTopic(claims.companyId, claims.cameraId)
    : cameraOutTopic(claims.companyId, claims.cameraId, '+');
}

/**
 * The same rules as Mosquitto dynamic-security ACL entries. `subscribeLiteral` matches the
 * filter as written, so `out/+` or `#` is not "a subscription to" the allowed topic; the
 * camera's `publishClientSend` entry is a pattern, where `+` is one level of a topic.
 */
export function aclEntries(
  claims: CredentialClaims,
): Array<{ acltype: 'publishClientSend' | 'subscribeLiteral'; topic: string; allow: true }> {
  return [
    { acltype: 'publishClientSend', topic: publishTopic(claims), allow: true },
    { acltype: 'subscribeLiteral', topic: subscriptionTopic(claims), allow: true },
  ];
}
