// Never said back, whatever the story says: threats, insults, profanity, and looks, health or identity.
const unsayable = new Set(
  `hate hated hates hating hateful kill killed killing kills die died dies dying dead death murder murdered stab stabbed shoot shot
  punch punched hit beat stupid stupidity idiot idiots idiotic moron dumb ugly fat fatty skinny thin loser losers crazy insane psycho
  freak disgusting worthless pathetic trash scum damn hell crap shit fuck fucking bitch bastard ass asshole weight body face hair bald
  looks sick ill illness disease disabled disability race racist religion religious gay lesbian trans pregnant old young`.split(
    /\s+/,
  ),
);

/** Whether the built-in roaster must never repeat this word (lower case) from a story. */
export function isUnsayable(word: string): boolean {
  return unsayable.has(word.toLowerCase().replace(/[’']s$/, ''));
}
