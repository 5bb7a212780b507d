CREATE TABLE "calendario_feeds" (
	"usuario_id" char(24) PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendario_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "notificaciones" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"usuario_id" char(24) NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"cuerpo" text NOT NULL,
	"enlace" varchar(300) NOT NULL,
	"club_id" char(24),
	"partido_id" char(24),
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"clave" varchar(160),
	"en_app" boolean DEFAULT true NOT NULL,
	"leida_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificaciones_clubes_silenciados" (
	"usuario_id" char(24) NOT NULL,
	"club_id" char(24) NOT NULL,
	CONSTRAINT "notificaciones_clubes_silenciados_usuario_id_club_id_pk" PRIMARY KEY("usuario_id","club_id")
);
--> statement-breakpoint
CREATE TABLE "notificaciones_entregas" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"notificacion_id" char(24) NOT NULL,
	"canal" varchar(8) NOT NULL,
	"estado" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"grupo" varchar(160),
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"reclamado_por" varchar(120),
	"reclamado_hasta" timestamp with time zone,
	"enviado_en" timestamp with time zone,
	"error" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificaciones_preferencias" (
	"usuario_id" char(24) NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"email" boolean NOT NULL,
	"app" boolean NOT NULL,
	CONSTRAINT "notificaciones_preferencias_usuario_id_tipo_pk" PRIMARY KEY("usuario_id","tipo")
);
--> statement-breakpoint
CREATE TABLE "push_suscripciones" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"usuario_id" char(24) NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_suscripciones_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "calendario_feeds" ADD CONSTRAINT "calendario_feeds_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones_clubes_silenciados" ADD CONSTRAINT "notificaciones_clubes_silenciados_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones_clubes_silenciados" ADD CONSTRAINT "notificaciones_clubes_silenciados_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones_entregas" ADD CONSTRAINT "notificaciones_entregas_notificacion_id_notificaciones_id_fk" FOREIGN KEY ("notificacion_id") REFERENCES "public"."notificaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones_preferencias" ADD CONSTRAINT "notificaciones_preferencias_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_suscripciones" ADD CONSTRAINT "push_suscripciones_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificaciones_usuario_idx" ON "notificaciones" USING btree ("usuario_id","creado_en");--> statement-breakpoint
CREATE INDEX "notificaciones_no_leidas_idx" ON "notificaciones" USING btree ("usuario_id") WHERE "notificaciones"."leida_en" IS NULL AND "notificaciones"."en_app";--> statement-breakpoint
CREATE UNIQUE INDEX "notificaciones_clave_idx" ON "notificaciones" USING btree ("usuario_id","clave");--> statement-breakpoint
CREATE INDEX "notificaciones_partido_idx" ON "notificaciones" USING btree ("partido_id");--> statement-breakpoint
CREATE INDEX "notificaciones_club_idx" ON "notificaciones" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "notificaciones_clubes_silenciados_club_idx" ON "notificaciones_clubes_silenciados" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "notificaciones_entregas_pendientes_idx" ON "notificaciones_entregas" USING btree ("proximo_intento") WHERE "notificaciones_entregas"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "notificaciones_entregas_notificacion_idx" ON "notificaciones_entregas" USING btree ("notificacion_id");--> statement-breakpoint
CREATE INDEX "notificaciones_entregas_grupo_idx" ON "notificaciones_entregas" USING btree ("grupo","enviado_en") WHERE "notificaciones_entregas"."grupo" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "push_suscripciones_usuario_idx" ON "push_suscripciones" USING btree ("usuario_id");