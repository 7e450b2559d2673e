// types: one row of exact weapon odds (`botlab odds --weapon`).
export interface WeaponOddsRow {
  readonly weapon: string;
  readonly function: string;
  readonly target: string;
  readonly range: number;
  readonly dice: number;
  /** Made with an extra die for extra power (Kriegbot's overcharge, L550); false in games without it. */
  readonly overcharged: boolean;
  /**
   * `moving` (silhouette = maximum speed) or `stationary` (silhouette 1), L223 in Kriegbot; and
   * `stationary-painted` for an attack whose target must be painted or have moved (Kriegbot's
   * Guided Missile, L341).
   */
  readonly targetState: 'moving' | 'stationary' | 'stationary-painted';
  readonly silhouette: number;
  readonly pHit: number;
  /** Expected markers per attack (hits and misses together). */
  readonly damage: number;
  readonly disable: number;
  readonly paint: number;
  readonly fire: number;
  /** Expected damage and disable markers aimed at each hit location 0-4. */
  readonly damageAt: readonly number[];
  readonly disableAt: readonly number[];
  /** Empty, or why the rules do not allow the attack against such a target (its odds are then 0). */
  readonly note: string;
}
