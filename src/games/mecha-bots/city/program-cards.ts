// cold: the program cards a bot plays in the city game (@curufea-program): three at a time, with
// priority attack over active over passive. The wiki lists the attack cards (shoot, pursue, flee,
// killer); its active cards (a bot is sensed) and passive cards (nothing is sensed) are named but
// not listed, so those two lists are reconstructed: the smallest set that covers what a player
// would want a bot to do near an enemy (close, back away, stand) and with none in sight (go where
// its Mad Scientist pointed, stay by the Mad Scientist, look around). A card's code is its index.
export const ATTACK_CARDS = ['pursue', 'flee', 'killer', 'shoot'] as const;
export const ACTIVE_CARDS = ['approach', 'evade', 'hold'] as const;
export const PASSIVE_CARDS = ['target', 'guard', 'scan'] as const;

export const AttackCard = { Pursue: 0, Flee: 1, Killer: 2, Shoot: 3 } as const;
export const ActiveCard = { Approach: 0, Evade: 1, Hold: 2 } as const;
export const PassiveCard = { Target: 0, Guard: 1, Scan: 2 } as const;
