export interface NotAContract { ignored: true }
