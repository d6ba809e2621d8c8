import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '@imali/shared/nest';
import { TemplateEntity } from './template.entity';
import { BUILT_IN_TEMPLATES, TEMPLATE_NAME, sanitiseTemplateHtml } from './template-html';

@Injectable()
export class TemplateService {
  /** Sanitised HTML by name and the stored row's change time: sanitising once per edit, not per request. */
  private readonly cache = new Map<string, { at: number; html: string }>();

  constructor(private readonly em: EntityManager) {}

  /** The template's HTML, sanitised (only safe tags and https/mailto links): a stored row, else a built-in legal text. */
  async get(name: string): Promise<{ name: string; html: string }> {
    if (typeof name !== 'string' || !TEMPLATE_NAME.test(name)) throw new NotFoundError(`No template named ${String(name).slice(0, 60)}`);
    const row = await this.em.findOne(TemplateEntity, { name });
    const raw = row?.html ?? BUILT_IN_TEMPLATES[name];
    if (raw === undefined) throw new NotFoundError(`No template named ${name}`);
    const at = row?.updatedAt.getTime() ?? 0;
    const cached = this.cache.get(name);
    if (cached && cached.at === at) return { name, html: cached.html };
    const html = sanitiseTemplateHtml(raw);
    if (this.cache.size > 100) this.cache.clear();
    this.cache.set(name, { at, html });
    return { name, html };
  }
}
