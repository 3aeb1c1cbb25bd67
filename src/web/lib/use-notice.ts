import { useState } from 'react';

export interface Notice {
  tone: 'error' | 'success';
  text: string;
}

/** The line under an admin's controls saying how their last action went. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Runs `work`, then says `success` or what `failure` makes of the error; answers whether it worked. */
  const report = async (
    work: () => Promise<unknown>,
    success: string,
    failure: (error: unknown) => string,
  ): Promise<boolean> => {
    setNotice(null);
    try {
      await work();
      setNotice({ tone: 'success', text: success });
      return true;
    } catch (error) {
      setNotice({ tone: 'error', text: failure(error) });
      return false;
    }
  };
  return { notice, setNotice, report };
}
