import type { ItemEffect, ItemType, Rarity } from '../../../contract/shop';
import { BACKGROUNDS_BADGES_BUNDLES } from './catalogue-later-items';

export interface CatalogueItem {
  slug: string;
  name: string;
  description: string;
  price: number;
  type: ItemType;
  rarity: Rarity;
  effect: ItemEffect;
  /** Drawing hints for the web app (colours, glyph, animation); a bundle lists what it `contains`. */
  effectProps: Record<string, unknown>;
  setName: string | null;
}

// Our own catalogue, seeded at start-up (new entries are added, existing ones kept). Every price sits
// inside its rarity's range (SPEC.md section 9); a test checks it.
export const CATALOGUE: readonly CatalogueItem[] = [
  // Avatars
  {
    slug: 'avatar-lucky-clover',
    name: 'Lucky Clover',
    description: 'A four-leaf clover for the superstitious.',
    price: 150,
    type: 'avatar',
    rarity: 'common',
    effect: 'static',
    effectProps: { glyph: 'clover', color: '#34d399', background: '#064e3b' },
    setName: null,
  },
  {
    slug: 'avatar-golden-chip',
    name: 'Golden Chip',
    description: 'A gleaming casino chip with your luck stamped on it.',
    price: 800,
    type: 'avatar',
    rarity: 'uncommon',
    effect: 'pulse',
    effectProps: { glyph: 'chip', color: '#fbbf24', background: '#78350f', intensity: 0.6 },
    setName: 'High Roller',
  },
  {
    slug: 'avatar-pirate-captain',
    name: 'Pirate Captain',
    description: 'The captain of the Pirate Treasures crew, tricorn and all.',
    price: 4500,
    type: 'avatar',
    rarity: 'rare',
    effect: 'static',
    effectProps: { glyph: 'captain', color: '#f59e0b', background: '#1e293b' },
    setName: 'Pirate Treasures',
  },
  {
    slug: 'avatar-dragon-dice',
    name: 'Dragon Dice',
    description: 'A die carved from dragon bone that rolls itself.',
    price: 18000,
    type: 'avatar',
    rarity: 'epic',
    effect: 'animate',
    effectProps: { glyph: 'dice', color: '#f43f5e', background: '#4c0519', animation: 'spin' },
    setName: 'Dragon Hoard',
  },
  {
    slug: 'avatar-crowned-ace',
    name: 'Crowned Ace',
    description: 'The ace of spades wearing a crown. Only legends hold it.',
    price: 120000,
    type: 'avatar',
    rarity: 'legendary',
    effect: 'glow',
    effectProps: { glyph: 'ace', color: '#fde68a', background: '#312e81', intensity: 1 },
    setName: 'Royal Flush',
  },
  // Borders
  {
    slug: 'border-silver-ring',
    name: 'Silver Ring',
    description: 'A clean silver frame around your avatar.',
    price: 250,
    type: 'border',
    rarity: 'common',
    effect: 'static',
    effectProps: { color: '#cbd5e1', width: 3 },
    setName: null,
  },
  {
    slug: 'border-emerald-glow',
    name: 'Emerald Glow',
    description: 'A soft green glow, like felt under casino lights.',
    price: 1200,
    type: 'border',
    rarity: 'uncommon',
    effect: 'glow',
    effectProps: { color: '#10b981', width: 3, intensity: 0.7 },
    setName: null,
  },
  {
    slug: 'border-treasure-gold',
    name: 'Treasure Gold',
    description: 'Gold from the captain’s chest, hammered into a frame.',
    price: 6000,
    type: 'border',
    rarity: 'rare',
    effect: 'pulse',
    effectProps: { color: '#fbbf24', width: 4, intensity: 0.8 },
    setName: 'Pirate Treasures',
  },
  {
    slug: 'border-dragonfire',
    name: 'Dragonfire',
    description: 'A ring of flame that circles your avatar.',
    price: 32000,
    type: 'border',
    rarity: 'epic',
    effect: 'animate',
    effectProps: { colors: ['#f97316', '#ef4444', '#facc15'], width: 4, animation: 'rotate' },
    setName: 'Dragon Hoard',
  },
  {
    slug: 'border-royal-aurora',
    name: 'Royal Aurora',
    description: 'Northern lights fit for a king, shifting through every colour.',
    price: 200000,
    type: 'border',
    rarity: 'legendary',
    effect: 'animate',
    effectProps: { colors: ['#22d3ee', '#a78bfa', '#f472b6', '#fde047'], width: 5, animation: 'hue' },
    setName: 'Royal Flush',
  },
  // Name colours
  {
    slug: 'name-mint',
    name: 'Mint',
    description: 'A fresh mint green for your name.',
    price: 300,
    type: 'nameColor',
    rarity: 'common',
    effect: 'static',
    effectProps: { color: '#6ee7b7' },
    setName: null,
  },
  {
    slug: 'name-sunset',
    name: 'Sunset',
    description: 'Your name fades from orange to pink.',
    price: 1800,
    type: 'nameColor',
    rarity: 'uncommon',
    effect: 'static',
    effectProps: { gradient: ['#fb923c', '#f472b6'] },
    setName: null,
  },
  {
    slug: 'name-neon-violet',
    name: 'Neon Violet',
    description: 'A glowing violet sign that never switches off.',
    price: 7500,
    type: 'nameColor',
    rarity: 'rare',
    effect: 'glow',
    effectProps: { color: '#c084fc', intensity: 0.9 },
    setName: 'Neon Nights',
  },
  {
    slug: 'name-molten-gold',
    name: 'Molten Gold',
    description: 'Liquid gold that flows through every letter.',
    price: 45000,
    type: 'nameColor',
    rarity: 'epic',
    effect: 'animate',
    effectProps: { gradient: ['#fde68a', '#f59e0b', '#fde68a'], animation: 'flow' },
    setName: 'High Roller',
  },
  ...BACKGROUNDS_BADGES_BUNDLES,
];
