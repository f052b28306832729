import { describe, expect, it } from 'vitest';
import { BROKEN_LINK_MESSAGES } from '../domain/alert-pages';
import { ALERT_LIMITS, ALERT_MESSAGES } from '../domain/alerts';
import { MESSAGES } from '../domain/forms';
import { NETWORK_MESSAGE } from '../islands/kit/api';
import { alertWords } from './alert-words';
import { en } from './en';
import { enAlerts } from './en-alerts';
import { esAlerts } from './es-alerts';
import { translateMessage } from './translate-message';
import { flattenCatalog } from './flatten-catalog';

const names = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const spanish = (english: string) => translateMessage(alertWords('es').messages, english);

describe('the alerts page’s catalogs', () => {
  it('have the same keys and {placeholders} in English and Spanish, and no English left in the Spanish', () => {
    const english = flattenCatalog(enAlerts, { skip: ['messages'] });
    const translated = flattenCatalog(esAlerts, { skip: ['messages'] });
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(names(translated.get(key)), key).toEqual(names(text));
      expect(translated.get(key), key).not.toBe(text);
    }
    expect(Object.keys(esAlerts.messages).sort()).toEqual(Object.keys(enAlerts.messages).sort());
    for (const [key, text] of Object.entries(enAlerts.messages)) expect(text, 'the English messages are their own keys').toBe(key);
  });

  it('translate what the page says of broken links and what the API answers its links', () => {
    for (const message of [...Object.values(BROKEN_LINK_MESSAGES), ALERT_MESSAGES.invalidLink, ALERT_MESSAGES.expired]) {
      expect(spanish(message), message).not.toBe(message);
    }
  });

  it('give "Alert me" the domain’s messages in English (its form translates them by these)', () => {
    expect(en.search.alert.invalidEmail).toBe(MESSAGES.email);
    expect(en.search.alert.perAddress.replace('{max}', String(ALERT_LIMITS.perAddress))).toBe(ALERT_MESSAGES.perAddress);
    expect(en.search.alert.perDay.replace('{max}', String(ALERT_LIMITS.confirmationsPerDay))).toBe(ALERT_MESSAGES.perDay);
    expect(en.search.alert.unreachable).toBe(NETWORK_MESSAGE);
    expect(alertWords('es').prefix).toBe('/es');
    expect(alertWords('en')).toMatchObject({ prefix: '', messages: {} });
  });
});
