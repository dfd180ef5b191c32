import { createContext, useContext } from 'react';

/**
 * Whether the dashboard tab around a component is the open one. Tabs she has opened stay mounted while hidden, so a
 * half-written form or a chosen photo is still there when she comes back; their lists refresh on her return.
 */
export const TabActiveContext = createContext(true);

export const useTabActive = () => useContext(TabActiveContext);
