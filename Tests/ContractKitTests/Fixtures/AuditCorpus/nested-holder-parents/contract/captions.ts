// A media server's generated client: the captions of a track, line by line.
export interface CaptionSource {
    'Author'?: string | null;
    'Language'?: string | null;
    'IsSynced'?: boolean;
}

export interface CaptionLine {
    'Words'?: string;
    'Offset'?: number | null;
}

export interface CaptionSheet {
    'Source'?: CaptionSource;
    'Lines'?: Array<CaptionLine>;
}
