CREATE TABLE "users" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"correo" varchar(254) NOT NULL,
	"password_hash" text,
	"google_sub" varchar(64),
	"auth_provider" varchar(16) DEFAULT 'local' NOT NULL,
	"nombre" varchar(50),
	"apellido" varchar(50),
	"apodo" varchar(50),
	"telefono" varchar(20),
	"posicion_principal" varchar(3),
	"posicion_secundaria" varchar(3),
	"nivel_habilidad" varchar(16),
	"frecuencia_juego" varchar(24),
	"pie_dominante" varchar(12),
	"estatura_cm" integer,
	"peso_kg" integer,
	"talla_botin" numeric(4, 1),
	"fecha_nacimiento" date,
	"bio" varchar(500),
	"mostrar_correo" boolean DEFAULT true NOT NULL,
	"mostrar_telefono" boolean DEFAULT true NOT NULL,
	"mostrar_info_fisica" boolean DEFAULT true NOT NULL,
	"photo_url" text,
	"tipo_usuario" varchar(16) DEFAULT 'usuario' NOT NULL,
	"profile_complete" boolean DEFAULT false NOT NULL,
	"club_activo_id" char(24),
	"partidos_jugados" integer DEFAULT 0 NOT NULL,
	"mvp_count" integer DEFAULT 0 NOT NULL,
	"racha_asistencia" integer DEFAULT 0 NOT NULL,
	"last_mvp_date" timestamp with time zone,
	"politica_aceptada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "club_members" (
	"club_id" char(24) NOT NULL,
	"usuario_id" char(24) NOT NULL,
	"rol" varchar(16) DEFAULT 'Miembro' NOT NULL,
	"fecha_ingreso" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_members_club_id_usuario_id_pk" PRIMARY KEY("club_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"tipo" varchar(20) DEFAULT 'Grupo de Amigos' NOT NULL,
	"descripcion" varchar(500),
	"logo_url" text,
	"creador_id" char(24),
	"codigo_invitacion" char(8) NOT NULL,
	"es_publico" boolean DEFAULT false NOT NULL,
	"permitir_creacion_partidos_publicos" boolean DEFAULT true NOT NULL,
	"usuarios_pueden_invitar" boolean DEFAULT true NOT NULL,
	"requiere_aprobacion_ingreso" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_creador_id_users_id_fk" FOREIGN KEY ("creador_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_correo_lower_idx" ON "users" USING btree (lower("correo"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_idx" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "users_tipo_usuario_idx" ON "users" USING btree ("tipo_usuario");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "club_members_usuario_id_idx" ON "club_members" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_codigo_invitacion_idx" ON "clubs" USING btree ("codigo_invitacion");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_single_public_idx" ON "clubs" USING btree ("es_publico") WHERE "clubs"."es_publico";--> statement-breakpoint
CREATE INDEX "clubs_creador_id_idx" ON "clubs" USING btree ("creador_id");