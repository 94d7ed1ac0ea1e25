import { describe, expect, it } from 'vitest';
import { settingsRedirect } from './settingsPageLoader.js';

describe('settingsRedirect', () => {
  it('keeps the settings page and its known sections', () => {
    expect(settingsRedirect(undefined, false, 'http://h/admin/settings')).toBeNull();
    for (const section of ['number-format', 'theme', 'query-result-access']) {
      expect(settingsRedirect(section, false, `http://h/admin/settings/${section}`)).toBeNull();
    }
    expect(settingsRedirect('model-configuration', true, 'http://h/admin/settings/model-configuration')).toBeNull();
  });

  it('sends an unknown section to /admin like any unknown admin path, keeping the query string', () => {
    expect(settingsRedirect('no-such-section', true, 'http://h/admin/settings/no-such-section?x=1')).toBe('/admin?x=1');
    expect(settingsRedirect('toString', true, 'http://h/admin/settings/toString')).toBe('/admin');
  });

  it('shows Model Configuration to the Admin type only', () => {
    expect(settingsRedirect('model-configuration', false, 'http://h/admin/settings/model-configuration?x=1')).toBe('/admin/settings?x=1');
  });
});
