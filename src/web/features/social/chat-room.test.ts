import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../contract/social';
import { currentChatRoom, keepChatRoom, pickedChatRoom } from './chat-room';
import { belongsTo } from './hooks/use-chat';

function stubStorage(entries: Record<string, string> = {}) {
  const store = new Map(Object.entries(entries));
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  vi.stubGlobal('window', { localStorage });
  return store;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the chat room a player is in', () => {
  it("is the interface language's until the player picks one", () => {
    stubStorage();
    expect(pickedChatRoom()).toBeNull();
    expect(currentChatRoom('de')).toBe('de');
    expect(currentChatRoom('pt-BR')).toBe('pt-BR');
  });

  it('is the pick once made, whatever the interface language, and kept in storage', () => {
    const store = stubStorage();
    keepChatRoom('es');
    expect(store.get('chatRoom')).toBe('"es"');
    expect(currentChatRoom('de')).toBe('es');
  });

  it('ignores a stored value that is no room', () => {
    stubStorage({ chatRoom: '"fr"' });
    expect(pickedChatRoom()).toBeNull();
    expect(currentChatRoom('en')).toBe('en');
    stubStorage({ chatRoom: '{not json' });
    expect(currentChatRoom('es')).toBe('es');
  });
});

describe('which messages a room shows', () => {
  const message = (room: string | null | undefined) => ({ room }) as ChatMessage;

  it("shows its own room's messages and the lines of every room, never another room's", () => {
    expect(belongsTo(message('de'), 'de')).toBe(true);
    expect(belongsTo(message(null), 'de')).toBe(true);
    expect(belongsTo(message('en'), 'de')).toBe(false);
    expect(belongsTo(message('pt-BR'), 'es')).toBe(false);
  });

  it('reads a message without a room (an older server) as English', () => {
    expect(belongsTo(message(undefined), 'en')).toBe(true);
    expect(belongsTo(message(undefined), 'es')).toBe(false);
  });
});
