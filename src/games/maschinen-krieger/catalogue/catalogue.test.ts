import { describe, expect, it } from 'vitest';
import { bundledMk } from '../test-support/bundled.js';
describe('x', () => { it('loads', () => { expect(bundledMk().units.size).toBeGreaterThan(0); }); });
