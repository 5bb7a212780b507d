CREATE TABLE "invitaciones" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"partido_id" char(24) NOT NULL,
	"invitador_id" char(24),
	"invitado_id" char(24) NOT NULL,
	"mensaje" varchar(200),
	"estado" varchar(16) DEFAULT 'Pendiente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_respuesta" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "links_invitacion" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"partido_id" char(24) NOT NULL,
	"creado_por" char(24) NOT NULL,
	"codigo" char(8) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"fecha_expiracion" timestamp with time zone,
	"uso_maximo" integer,
	"veces_usado" integer DEFAULT 0 NOT NULL,
	"revocado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_invitacion_uso_maximo_check" CHECK ("links_invitacion"."uso_maximo" is null or "links_invitacion"."uso_maximo" >= 1),
	CONSTRAINT "links_invitacion_veces_usado_check" CHECK ("links_invitacion"."veces_usado" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_invitador_id_users_id_fk" FOREIGN KEY ("invitador_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_invitado_id_users_id_fk" FOREIGN KEY ("invitado_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_invitacion" ADD CONSTRAINT "links_invitacion_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_invitacion" ADD CONSTRAINT "links_invitacion_creado_por_users_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitaciones_una_pendiente_idx" ON "invitaciones" USING btree ("partido_id","invitado_id") WHERE "invitaciones"."estado" = 'Pendiente';--> statement-breakpoint
CREATE INDEX "invitaciones_invitado_idx" ON "invitaciones" USING btree ("invitado_id","estado","created_at");--> statement-breakpoint
CREATE INDEX "invitaciones_invitador_idx" ON "invitaciones" USING btree ("invitador_id","estado","created_at");--> statement-breakpoint
CREATE INDEX "invitaciones_partido_idx" ON "invitaciones" USING btree ("partido_id");--> statement-breakpoint
CREATE UNIQUE INDEX "links_invitacion_codigo_idx" ON "links_invitacion" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "links_invitacion_actual_idx" ON "links_invitacion" USING btree ("partido_id","creado_por") WHERE "links_invitacion"."revocado_at" is null;--> statement-breakpoint
CREATE INDEX "links_invitacion_partido_idx" ON "links_invitacion" USING btree ("partido_id");--> statement-breakpoint
CREATE INDEX "links_invitacion_creado_por_idx" ON "links_invitacion" USING btree ("creado_por");