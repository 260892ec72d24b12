import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/common/constants';

export interface SettingsState {
  locale: Locale;
}

export const initialSettings: SettingsState = { locale: DEFAULT_LOCALE };

const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettings,
  reducers: {
    localeChanged: (state, action: PayloadAction<Locale>) => {
      state.locale = action.payload;
    },
  },
});

export const { localeChanged } = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
export const selectLocale = (state: { settings: SettingsState }) => state.settings.locale;
