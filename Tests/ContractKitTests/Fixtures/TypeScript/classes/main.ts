import { IsOptional, IsString, ValidateNested } from 'class-validator';

export class CreateUserDto {
  static readonly table = 'users';

  @IsString()
  name!: string;

  @IsOptional()
  age?: number;

  @ValidateNested({ each: true })
  tags: string[] = [];

  role = 'member';

  private secret?: string;

  constructor(name: string) {
    this.name = name;
  }

  get display(): string {
    return `${this.name} (${this.role})`;
  }

  validate(): boolean {
    return this.name.length > 0;
  }
}

export class AdminDto extends CreateUserDto {
  level: number = 1;
}
